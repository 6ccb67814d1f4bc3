// Avatar constants apart from the schemas, so screens that only need the choices
// do not pull zod into their bundle.

export const DEFAULT_AVATAR = '👤';
/** Offered at sign-up and in the profile editor (SPEC 9: 10 emoji). */
export const SIGNUP_AVATARS = ['👤', '😀', '😎', '🦊', '🐱', '🐼', '🦁', '🐸', '🚀', '🌟'] as const;
/** Offered in admin user creation (SPEC 9: 16 emoji). */
export const ADMIN_AVATARS = [...SIGNUP_AVATARS, '👩‍💻', '👨‍💻', '🧑‍🎨', '🐙', '🦄', '🌈'] as const;
