import { UserIdInput } from '@tm/domain/user/user.schema';
import { parseInput } from '../../http/parse-input.ts';

/** The `{id}` of a REST path, checked like any input (not a uuid: 400). */
export const userIdParam = (params: { id?: unknown }): string =>
  parseInput(UserIdInput, { id: params.id }).id;
