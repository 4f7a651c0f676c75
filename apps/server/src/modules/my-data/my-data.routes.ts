import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeleteAccountInput, EventParams, MyDataExportSchema, OkResponse, exportFileName } from '@mingle/contracts';
import { authOf } from '../../plugins/auth.js';
import type { MyDataService } from './my-data.service.js';

/** My data (decision 020): export everything, delete one event's profile, delete the account. */
export const myDataRoutes: FastifyPluginAsyncZod<{ myData: MyDataService }> = async (app, { myData }) => {
  const tags = ['my data'];
  app.addHook('onRequest', app.requireAuth);

  app.get('/me/export', { schema: { tags, response: { 200: MyDataExportSchema } } }, async (req, reply) => {
    const data = await myData.export(authOf(req).user.id);
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName(data.exportedAt.slice(0, 10))}"`)
      .header('cache-control', 'no-store')
      .send(data);
  });

  app.delete('/me', { schema: { tags, body: DeleteAccountInput, response: { 200: OkResponse } } }, (req) => myData.deleteAccount(authOf(req).user, req.body.password, req.ip));

  app.delete('/events/:event/profile', { schema: { tags, params: EventParams, response: { 200: OkResponse } } }, (req) => myData.deleteEventProfile(req.params.event, authOf(req).user.id));
};
