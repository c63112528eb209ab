import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductDetailView } from '@/components/product/product-detail-view';
import { getProductDetail } from '@/server/catalog/get-product-detail';
import { getDb } from '@/server/db';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const product = await getProductDetail(await getDb(), id);
  if (!product) return {};
  return {
    title: `${product.name} in ${product.color.label}`,
    description: product.description.slice(0, 160),
    alternates: { canonical: `/p/${product.id}` },
  };
}

export default async function ProductPage({ params, searchParams }: Props) {
  const { id } = await params;
  const epid = (await searchParams).epid;
  const product = await getProductDetail(await getDb(), id);
  if (!product) notFound();
  const entry = typeof epid === 'string' && /^\d{6}$/.test(epid) ? epid : null;
  return <ProductDetailView product={product} epid={entry} />;
}
