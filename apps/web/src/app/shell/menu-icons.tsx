import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
  search: SearchOutlined,
  linkBvd: LinkOutlined,
  tenants: ApartmentOutlined,
  configurations: SettingsOutlined,
  orbis: PublicOutlined,
};

/** Icon of a top-level menu entry; decorative, the label names the entry. */
export function MenuIcon({ id }: { id: string }) {
  const Icon = ICONS[id];
  return Icon ? <Icon fontSize="small" /> : null;
}
