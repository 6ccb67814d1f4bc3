import {
  ConfirmNotificationEmailInput,
  CreateUserInput,
  NotificationSettingsCall,
  UpdateProfileCall,
  UserIdInput,
} from '@tm/domain/user/user.schema';
import { adminProcedure, memberProcedure, router } from '../../trpc/init.ts';
import { createUser, deleteUser } from '../admin/admin.service.ts';
import { confirmNotificationEmail } from '../notifications/notification-email.service.ts';
import {
  getUser,
  listTeam,
  resendNotificationEmailConfirmation,
  updateProfile,
  updateSettings,
} from './users.service.ts';

export const usersRouter = router({
  list: memberProcedure.query(({ ctx }) => listTeam(ctx)),
  byId: memberProcedure.input(UserIdInput).query(({ ctx, input }) => getUser(ctx, input.id)),
  updateProfile: memberProcedure
    .input(UpdateProfileCall)
    .mutation(({ ctx, input: { id, ...change } }) => updateProfile(ctx, id, change)),
  updateSettings: memberProcedure
    .input(NotificationSettingsCall)
    .mutation(({ ctx, input: { id, ...change } }) => updateSettings(ctx, id, change)),
  resendNotificationEmailConfirmation: memberProcedure
    .input(UserIdInput)
    .mutation(({ ctx, input }) => resendNotificationEmailConfirmation(ctx, input.id)),
  confirmNotificationEmail: memberProcedure
    .input(ConfirmNotificationEmailInput)
    .mutation(({ ctx, input }) => confirmNotificationEmail(ctx, input.token)),
  create: adminProcedure.input(CreateUserInput).mutation(({ ctx, input }) => createUser(ctx, input)),
  delete: adminProcedure.input(UserIdInput).mutation(({ ctx, input }) => deleteUser(ctx, input.id)),
});
