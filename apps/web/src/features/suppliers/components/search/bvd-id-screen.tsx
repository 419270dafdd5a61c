import { ScreenPending } from '../../../../components/screen-pending.tsx';
import { SearchTabs } from './search-tabs.tsx';

/** `/admin/suppliers`: the BvD ID tab is delivered later; its panel is the console's notice for screens to come. */
export default function BvdIdScreen() {
  return (
    <SearchTabs current="searchByBvdId">
      <ScreenPending />
    </SearchTabs>
  );
}
