import { paiseToRupees } from '@portal/core';
import type { DocType } from './irn.ts';

export interface Party {
  gstin: string;
  legalName: string;
  address: string;
  location: string;
  pincode: string;
}

export interface EInvoiceLine {
  description: string;
  sac: string;
  assessablePaise: number;
  gstRateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface EInvoiceInput {
  docType: DocType;
  docNo: string;
  /** YYYY-MM-DD */
  docDate: string;
  seller: Party;
  buyer: Party;
  lines: EInvoiceLine[];
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The IRP's e-invoice JSON, schema version 1.1 (a B2B supply of services). */
export function eInvoicePayload(input: EInvoiceInput): Record<string, unknown> {
  const party = (p: Party) => ({
    Gstin: p.gstin,
    LglNm: p.legalName,
    Addr1: p.address.slice(0, 100),
    Loc: p.location,
    Pin: Number(p.pincode),
    Stcd: p.gstin.slice(0, 2),
  });
  const items = input.lines.map((l, i) => {
    const tax = l.cgstPaise + l.sgstPaise + l.igstPaise;
    return {
      SlNo: String(i + 1),
      PrdDesc: l.description,
      IsServc: 'Y',
      HsnCd: l.sac,
      Qty: 1,
      Unit: 'OTH',
      UnitPrice: paiseToRupees(l.assessablePaise),
      TotAmt: paiseToRupees(l.assessablePaise),
      Discount: 0,
      AssAmt: paiseToRupees(l.assessablePaise),
      GstRt: l.gstRateBp / 100,
      IgstAmt: paiseToRupees(l.igstPaise),
      CgstAmt: paiseToRupees(l.cgstPaise),
      SgstAmt: paiseToRupees(l.sgstPaise),
      TotItemVal: paiseToRupees(l.assessablePaise + tax),
    };
  });
  const sum = (f: (l: EInvoiceLine) => number) => input.lines.reduce((a, l) => a + f(l), 0);
  const total = sum((l) => l.assessablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise);
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: input.docType, No: input.docNo, Dt: dmy(input.docDate) },
    SellerDtls: party(input.seller),
    BuyerDtls: { ...party(input.buyer), Pos: input.buyer.gstin.slice(0, 2) },
    ItemList: items,
    ValDtls: {
      AssVal: paiseToRupees(sum((l) => l.assessablePaise)),
      CgstVal: paiseToRupees(sum((l) => l.cgstPaise)),
      SgstVal: paiseToRupees(sum((l) => l.sgstPaise)),
      IgstVal: paiseToRupees(sum((l) => l.igstPaise)),
      TotInvVal: paiseToRupees(total),
    },
  };
}

/** What the invoice's QR code carries: the fields the IRP puts in its signed QR. */
export function qrContent(payload: Record<string, unknown>, irn: string, irnDate: string): string {
  const doc = payload.DocDtls as { Typ: string; No: string; Dt: string };
  const items = payload.ItemList as { HsnCd: string }[];
  return JSON.stringify({
    SellerGstin: (payload.SellerDtls as { Gstin: string }).Gstin,
    BuyerGstin: (payload.BuyerDtls as { Gstin: string }).Gstin,
    DocNo: doc.No,
    DocTyp: doc.Typ,
    DocDt: doc.Dt,
    TotInvVal: (payload.ValDtls as { TotInvVal: number }).TotInvVal,
    ItemCnt: items.length,
    MainHsnCode: items[0]?.HsnCd,
    Irn: irn,
    IrnDt: irnDate,
  });
}
