import { defineEndpoint } from '@portal/core';
import { z } from 'zod';
import { ORDER_MODULES as M } from '../index.ts';
import { kitItemsInput, kitType, queryId } from '../inputs.ts';
import { byId, rowsOf, tags } from './common.ts';
import { kitItem, wowItem } from './answers.ts';

// ---- catalogue: kit contents and uploads ----

export const mappableClasses = defineEndpoint({
  method: 'GET',
  path: '/api/kit-mapping/classes',
  module: M.KIT_MAPPING,
  tags,
  summary: 'Active classes a kit can be mapped to',
  response: rowsOf(z.object({ id: z.number(), name: z.string() })),
});

export const kitMappingItems = defineEndpoint({
  method: 'GET',
  path: '/api/kit-mapping/:id/items',
  module: M.KIT_MAPPING,
  tags,
  params: byId,
  response: rowsOf(kitItem),
});

export const setKitMappingItems = defineEndpoint({
  method: 'PUT',
  path: '/api/kit-mapping/:id/items',
  module: M.KIT_MAPPING,
  tags,
  summary: "Replace a PENDING kit mapping's products",
  params: byId,
  body: kitItemsInput,
  response: rowsOf(kitItem),
});

/** Multipart uploads: the sheet is read as it streams in, so these declare no JSON body. */
export const uploadKitMapping = defineEndpoint({
  method: 'POST',
  path: '/api/kit-mapping/upload-mapping/:kitType',
  module: M.KIT_MAPPING,
  tags,
  summary: 'Map a kit to classes from a CSV or XLSX sheet of class, sku and quantity (all or nothing)',
  params: z.object({ kitType }),
  response: z.object({ created: z.number(), ids: z.array(z.number()) }),
});

export const uploadKitMappingItems = defineEndpoint({
  method: 'POST',
  path: '/api/kit-mapping/upload-mapping/:kitType/:id',
  module: M.KIT_MAPPING,
  tags,
  summary: "Replace a PENDING mapping's products from a CSV or XLSX sheet of sku and quantity (all or nothing)",
  params: z.object({ kitType, id: queryId }),
  response: z.object({ updated: z.number(), rows: z.array(kitItem) }),
});

export const uploadProducts = defineEndpoint({
  method: 'POST',
  path: '/api/retailer-margin/upload-product',
  module: M.PRODUCT,
  tags,
  summary: 'Add products or change their details and retailer margin from a CSV or XLSX sheet (all or nothing)',
  response: z.object({ created: z.number(), updated: z.number(), unchanged: z.number() }),
});

export const wowKitItems = defineEndpoint({
  method: 'GET',
  path: '/api/wow-kit-bom/:id/items',
  module: M.KIT_MAPPING,
  tags,
  params: byId,
  response: rowsOf(wowItem),
});

export const setWowKitItems = defineEndpoint({
  method: 'PUT',
  path: '/api/wow-kit-bom/:id/items',
  module: M.KIT_MAPPING,
  tags,
  summary: "Replace a PENDING wow kit's products",
  params: byId,
  body: kitItemsInput,
  response: rowsOf(wowItem),
});
