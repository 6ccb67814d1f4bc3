import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { adminWarnings, clientConfig } from './system.service.ts';

export const systemRouter = router({
  config: publicProcedure.query(({ ctx }) => clientConfig(ctx.deps)),
  adminWarnings: adminProcedure.query(({ ctx }) => adminWarnings(ctx.em)),
});
