import { siteViteConfig } from '@allas/site-kit/vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default siteViteConfig({ reactRouter, vanillaExtractPlugin });
