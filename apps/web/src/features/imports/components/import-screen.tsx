import { useSelectedApplication } from '../../applications/index.ts';
import { ImportView } from './import-view.tsx';
import { NoApplication } from './no-application.tsx';

/** `/admin/import`, 'Import Ariba Suppliers': supplier links from a spreadsheet, into the application chosen in the top bar. */
export default function ImportScreen() {
  const appId = useSelectedApplication().selected?.value ?? null;
  return appId ? <ImportView key={appId} appId={appId} /> : <NoApplication />;
}
