import { z } from 'zod';

export const DEFAULT_AVATAR = '👤';
/** Offered at sign-up and in the profile editor (SPEC 9: 10 emoji). */
export const SIGNUP_AVATARS = ['👤', '😀', '😎', '🦊', '🐱', '🐼', '🦁', '🐸', '🚀', '🌟'] as const;
/** Offered in admin user creation (SPEC 9: 16 emoji). */
export const ADMIN_AVATARS = [...SIGNUP_AVATARS, '👩‍💻', '👨‍💻', '🧑‍🎨', '🐙', '🦄', '🌈'] as const;

export const NAME_MAX = 100;

/** Any emoji string up to 16 characters (DESIGN: avatars); empty means the default. */
export const AvatarSchema = z
  .string()
  .trim()
  .max(16)
  .transform((v) => v || DEFAULT_AVATAR);

export const UserNameSchema = z.string().trim().min(1, 'NAME_REQUIRED').max(NAME_MAX);

/** What anyone on the team may see of another user. */
export interface PublicUser {
  id: string;
  name: string;
  avatar: string;
}

/** The whole User of SPEC section 3, as answered to the user themself or an admin. */
export interface User extends PublicUser {
  email: string | null;
  isAdmin: boolean;
  isOnline: boolean;
  hasPassword: boolean;
  notifyOnAssign: boolean;
  notifyOnComplete: boolean;
  notifyOnComment: boolean;
  /** Where notification mail goes; null means the account's e-mail. */
  notificationEmail: string | null;
  /** Tasks owned or assigned that are not done. */
  activeTaskCount: number;
  assignedTaskCount: number;
}
