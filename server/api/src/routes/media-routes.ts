import { createHash } from 'node:crypto';
import { endpoints } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/route.ts';
import { BLOG_POSTS } from '../seed/content/texts.ts';

// Demo companies have no uploaded artwork, so their logo, banner and the blog covers are drawn as
// SVG from the name: deterministic colours from a hash, initials and the name as text.
const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

function palette(seed: string) {
  const hash = createHash('sha256').update(seed).digest();
  const hue = ((hash[0] ?? 0) * 360) / 256;
  return {
    dark: `hsl(${hue.toFixed(0)} 55% 32%)`,
    light: `hsl(${((hue + 40) % 360).toFixed(0)} 70% 88%)`,
  };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

export function mediaRoutes(deps: AppDeps) {
  const send = (ctx: import('koa').Context, svg: string) => {
    ctx.set('Content-Type', 'image/svg+xml; charset=utf-8');
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = svg;
  };
  const company = async (slug: string) => {
    const row = await deps.db
      .selectFrom('companies')
      .select(['name', 'slug'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  return [
    defineRoute(endpoints.companyLogo, async ({ ctx, params }) => {
      const row = await company(params.slug);
      const colours = palette(row.slug);
      send(
        ctx,
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${xml(row.name)}"><rect width="120" height="120" rx="24" fill="${colours.dark}"/><text x="60" y="74" font-family="Inter, Arial, sans-serif" font-size="44" font-weight="700" fill="${colours.light}" text-anchor="middle">${xml(initials(row.name))}</text></svg>`,
      );
    }),
    defineRoute(endpoints.companyBanner, async ({ ctx, params }) => {
      const row = await company(params.slug);
      const colours = palette(row.slug);
      send(
        ctx,
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" role="img" aria-label="${xml(row.name)}"><rect width="1200" height="300" fill="${colours.light}"/><circle cx="1080" cy="60" r="220" fill="${colours.dark}" opacity="0.85"/><text x="64" y="172" font-family="Inter, Arial, sans-serif" font-size="64" font-weight="700" fill="${colours.dark}">${xml(row.name)}</text></svg>`,
      );
    }),
    defineRoute(endpoints.companyImage, async ({ ctx, params }) => {
      // Only a picture a company shows now: the file number alone opens nothing else (no CV, no
      // photo, no replaced picture). A page's pictures are shown before it is published too, in
      // the editor's preview, as its generated ones are.
      const fileId = Number(params.image.slice(0, -'.jpg'.length));
      const file = await deps.db
        .selectFrom('companies')
        .innerJoin('files', (join) =>
          join.on((eb) =>
            eb.or([
              eb('files.id', '=', eb.ref('companies.logo_file_id')),
              eb('files.id', '=', eb.ref('companies.banner_file_id')),
            ]),
          ),
        )
        .select(['files.storage_key', 'files.content_type'])
        .where('companies.slug', '=', params.slug)
        .where('files.id', '=', fileId)
        .executeTakeFirst();
      if (!file) throw notFound();
      ctx.set('Content-Type', file.content_type);
      // The address names the file, and a new picture gets a new address: safe to keep for good.
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.body = await deps.files.get(file.storage_key);
    }),
    defineRoute(endpoints.blogCover, async ({ ctx, params, locale }) => {
      const post = BLOG_POSTS.find((p) => `${p.key}.svg` === params.key);
      if (!post) throw notFound();
      const colours = palette(post.key);
      send(
        ctx,
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img" aria-label="${xml(post[locale].title)}"><rect width="1200" height="630" fill="${colours.dark}"/><rect x="60" y="60" width="1080" height="510" rx="32" fill="${colours.light}"/><text x="110" y="330" font-family="Inter, Arial, sans-serif" font-size="48" font-weight="700" fill="${colours.dark}">${xml(post[locale].title)}</text></svg>`,
      );
    }),
  ];
}
