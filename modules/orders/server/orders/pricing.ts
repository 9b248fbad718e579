import { splitGst } from '@portal/mod-ledger/server';

export interface PricedInput {
  productId: number;
  description: string;
  hsnCode: string;
  size: string | null;
  quantity: number;
  unitPricePaise: number;
  gstRateBp: number;
  studentAdmissionId?: number | null;
  classId?: number | null;
}

export interface PricedLine extends PricedInput {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface Totals {
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * GST per line on the line's taxable value (price × quantity, prices exclude GST):
 * CGST + SGST at half the rate each when head office and the centre are in one
 * state, IGST otherwise. The order's totals are the sums of its lines, so the
 * invoice always adds up line by line.
 */
export function priceLines(lines: PricedInput[], sameState: boolean): { lines: PricedLine[]; totals: Totals } {
  const priced = lines.map((l) => {
    const taxablePaise = l.unitPricePaise * l.quantity;
    const gst = splitGst(taxablePaise, l.gstRateBp, sameState);
    return {
      ...l,
      taxablePaise,
      cgstPaise: gst.cgst,
      sgstPaise: gst.sgst,
      igstPaise: gst.igst,
      totalPaise: taxablePaise + gst.cgst + gst.sgst + gst.igst,
    };
  });
  const sum = (k: keyof Totals & keyof PricedLine) => priced.reduce((a, l) => a + l[k], 0);
  return {
    lines: priced,
    totals: {
      subtotalPaise: sum('taxablePaise' as never),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('totalPaise'),
    },
  };
}
