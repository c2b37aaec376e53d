import type { FastifyInstance } from 'fastify';
import { friendRoutes } from '../friends/routes.ts';
import { boardRoutes } from '../groups/board.ts';
import { chatRoutes } from '../groups/chat.ts';
import { nightRoutes } from '../groups/nights.ts';
import { groupRoutes } from '../groups/routes.ts';
import type { ApiContext } from '../http/routes.ts';
import { notificationRoutes } from '../notifications/routes.ts';
import { tournamentRoutes } from '../tournaments/routes.ts';
import type { Social } from './social.ts';

/** Every REST route of issue 18 (docs/social.md). */
export async function socialRoutes(app: FastifyInstance, ctx: ApiContext, social: Social): Promise<void> {
  await notificationRoutes(app, ctx, social);
  await friendRoutes(app, ctx, social);
  await groupRoutes(app, ctx, social);
  await nightRoutes(app, ctx, social);
  await chatRoutes(app, ctx, social);
  await boardRoutes(app, ctx, social);
  await tournamentRoutes(app, ctx, social);
}
