import { publicProcedure, router } from '../../trpc/init.ts';
import { clientConfig } from './system.service.ts';

export const systemRouter = router({
  config: publicProcedure.query(({ ctx }) => clientConfig(ctx.deps)),
});
