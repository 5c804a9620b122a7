import type { Tokens } from '../tokens/tokens';
import { blueTokens } from './blue';
import { defaultTokens } from './default';
import type { ThemeName } from './names';
import { jobsbridgeTokens } from './partners/jobsbridge';
import { wireframeTokens } from './wireframe';

/** Every theme's full token values, by theme name (used by the stylesheets and the contrast test). */
export const themeTokens: Record<ThemeName, Tokens> = {
  default: defaultTokens,
  blue: blueTokens,
  wireframe: wireframeTokens,
  'partner-jobsbridge': jobsbridgeTokens,
};
