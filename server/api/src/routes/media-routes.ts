import { endpoints } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/route.ts';
import { blogCoverSvg, companyBannerSvg, companyLogoSvg } from '../media/artwork.ts';
import { BLOG_POSTS } from '../seed/content/texts.ts';

// Demo companies have no uploaded artwork, so their logo and banner and the blog covers are drawn
// as SVG (media/artwork.ts).
export function mediaRoutes(deps: AppDeps) {
  const send = (ctx: import('koa').Context, svg: string) => {
    ctx.set('Content-Type', 'image/svg+xml; charset=utf-8');
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = svg;
  };
  const company = async (slug: string) => {
    const row = await deps.db
      .selectFrom('companies')
      .select(['name', 'slug', 'industry'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  return [
    defineRoute(endpoints.companyLogo, async ({ ctx, params }) => {
      send(ctx, companyLogoSvg(await company(params.slug)));
    }),
    defineRoute(endpoints.companyBanner, async ({ ctx, params }) => {
      send(ctx, companyBannerSvg(await company(params.slug)));
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
      send(ctx, blogCoverSvg({ title: post[locale].title, key: post.key }));
    }),
  ];
}
