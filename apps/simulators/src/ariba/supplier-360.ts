import { ARIBA_PATHS, ARIBA_REGIONS } from '@connector/contracts/providers/ariba';
import type { FastifyInstance } from 'fastify';
import { htmlPage } from '../shared/html.ts';
import type { AribaStore } from './store.ts';

/** The Supplier 360 page a person opens from the console: HTML, outside the API's gateway. */
export function addSupplier360Page(app: FastifyInstance, store: AribaStore) {
  app.get<{ Params: { region: string; realm: string; smVendorId: string } }>(ARIBA_PATHS.supplier360, async (request, reply) => {
    const { region, realm, smVendorId } = request.params;
    const supplier = store.supplier(realm, smVendorId);
    if (!(ARIBA_REGIONS as readonly string[]).includes(region) || !supplier) {
      return reply.code(404).type('text/html').send(htmlPage('Supplier not found', [['Vendor', smVendorId], ['Realm', realm]]));
    }
    return reply.type('text/html').send(
      htmlPage(`Supplier 360: ${supplier.name}`, [
        ['SM Vendor ID', supplier.smVendorId],
        ['Realm', realm],
        ['Region', region],
        ['Address', `${supplier.addressLine1}, ${supplier.postcode ?? ''} ${supplier.city}, ${supplier.country}`],
        ['Registration status', supplier.registrationStatus],
        ['Qualification status', supplier.qualificationStatus],
      ]),
    );
  });
}
