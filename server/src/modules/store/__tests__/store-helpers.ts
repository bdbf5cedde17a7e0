// Products for the store tests, written straight to the database (the mutations have their own tests).
import type { Prisma } from '../../../generated/prisma/client.ts';
import { db } from '../../../platform/database.ts';

export async function createProduct(data: Partial<Prisma.ProductUncheckedCreateInput> & { clubId: string; options?: { name: string; stock: number }[] }) {
  const { options, ...rest } = data;
  return db().product.create({
    data: {
      kind: 'GOODS',
      name: 'Acrylic stand',
      description: 'A stand.',
      price: 15_000,
      stock: options ? null : 10,
      ...rest,
      options: options ? { create: options.map((o, position) => ({ ...o, position })) } : undefined,
    },
  });
}
