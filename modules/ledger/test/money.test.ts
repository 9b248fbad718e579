import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gstinCheckChar, gstinProblem, isValidGstin } from '../shared/index.ts';
import { financialYear, percentOf, splitByWeights, splitEqually } from '@portal/core';
import { computeIrn, documentNumberProblem } from '../server/einvoice/irn.ts';
import { eInvoicePayload } from '../server/einvoice/payload.ts';
import { computeRoyalty, slabProblem, splitGst } from '../server/royalty/compute.ts';
import { royaltyInvoiceNo } from '../server/royalty/run.service.ts';

describe('rounding rules', () => {
  it('gives the remainder paise of an equal split to the first installment', () => {
    expect(splitEqually(1_000_00, 3)).toEqual([33_334, 33_333, 33_333]);
    expect(splitEqually(100, 7)).toEqual([16, 14, 14, 14, 14, 14, 14]);
    expect(splitEqually(5, 1)).toEqual([5]);
  });

  it('always adds the parts back up to the whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 1, max: 24 }), (amount, n) => {
        const parts = splitEqually(amount, n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(n);
      }),
    );
  });

  it('rounds percentages half-up to the paisa', () => {
    expect(percentOf(125, 1000)).toBe(13); // 12.5 → 13
    expect(percentOf(124, 1000)).toBe(12); // 12.4 → 12
    expect(percentOf(1_00, 1800)).toBe(18);
    expect(percentOf(3_333, 1250)).toBe(417); // 416.625 → 417
    expect(percentOf(1, 5000)).toBe(1); // 0.5 → 1
    expect(percentOf(0, 1234)).toBe(0);
    expect(() => percentOf(10.5, 100)).toThrow('whole number of paise');
  });

  it('splits by weights with the largest remainders, adding up exactly', () => {
    expect(splitByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeights(10_00, [30_000_00, 20_000_00, 10_000_00])).toEqual([500, 333, 167]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (amount, w) => {
          expect(splitByWeights(amount, w).reduce((a, b) => a + b, 0)).toBe(amount);
        },
      ),
    );
  });

  it('knows the Indian financial year of a date', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2099-12-01')).toBe('2099-00');
  });
});

describe('GSTIN', () => {
  it('accepts numbers whose mod-36 check character matches', () => {
    expect(isValidGstin('29AAFCC9980M1ZR')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinCheckChar('29AABCI1234F1Z')).toBe('X');
  });

  it('refuses a wrong check character, a bad shape and an unknown state', () => {
    expect(gstinProblem('29AAFCC9980M1ZS')).toBe('GSTIN check character does not match; please re-check the number');
    expect(gstinProblem('29AAFCC9980M1Z')).toBe('GSTIN must be 15 characters like 29ABCDE1234F1Z5');
    expect(gstinProblem('29aafcc9980m1zr')).toBe('GSTIN must be 15 characters like 29ABCDE1234F1Z5');
    expect(gstinProblem('00AAFCC9980M1ZR')).toBe('GSTIN starts with an unknown state code');
  });

  it('catches every single-character typo in the body', () => {
    const good = '29AAFCC9980M1ZR';
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 14; i++) {
      for (const c of chars) {
        if (c === good[i]) continue;
        const typo = good.slice(0, i) + c + good.slice(i + 1);
        expect(isValidGstin(typo), typo).toBe(false);
      }
    }
  });
});

describe('e-invoice', () => {
  it('computes the IRN of the published test vector', () => {
    const irn = computeIrn('29AAFCC9980M1ZR', '2019-20', 'INV', '2019-20/KA/1');
    expect(irn).toMatch(/^[0-9a-f]{64}$/);
    expect(irn.startsWith('23f498ee')).toBe(true);
    expect(irn.endsWith('0662')).toBe(true);
  });

  it('applies the document-number rules', () => {
    expect(documentNumberProblem('2019-20/KA/1')).toBeNull();
    expect(documentNumberProblem('R002/2627/9999')).toBeNull();
    expect(documentNumberProblem('A234567890123456')).toBeNull();
    expect(documentNumberProblem('A2345678901234567')).toBe('Document number must be at most 16 characters');
    expect(documentNumberProblem('0123')).toBe('Document number cannot start with 0, / or -');
    expect(documentNumberProblem('/12')).toBe('Document number cannot start with 0, / or -');
    expect(documentNumberProblem('-12')).toBe('Document number cannot start with 0, / or -');
    expect(documentNumberProblem('INV 12')).toBe('Document number may use only letters, digits, / and -');
    expect(documentNumberProblem('INV#12')).toBe('Document number may use only letters, digits, / and -');
    expect(documentNumberProblem(royaltyInvoiceNo(2, '2026-27', 12))).toBeNull();
    expect(royaltyInvoiceNo(2, '2026-27', 12)).toBe('R002/2627/12');
  });

  it('builds the schema 1.1 JSON with amounts in rupees', () => {
    const p = eInvoicePayload({
      docType: 'INV',
      docNo: 'R002/2627/1',
      docDate: '2026-07-31',
      seller: {
        gstin: '29AABCI1234F1ZX',
        legalName: 'Corporate Business Branch',
        address: 'Residency Road',
        location: 'Bengaluru',
        pincode: '560025',
      },
      buyer: {
        gstin: '29AAFCL5678K1ZR',
        legalName: 'Little Sprouts',
        address: '100 Feet Road',
        location: 'Bengaluru',
        pincode: '560038',
      },
      lines: [
        {
          description: 'Royalty',
          sac: '997331',
          assessablePaise: 12_345_67,
          gstRateBp: 1800,
          cgstPaise: 1_11_111,
          sgstPaise: 1_11_111,
          igstPaise: 0,
        },
      ],
    });
    expect(p).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B' },
      DocDtls: { Typ: 'INV', No: 'R002/2627/1', Dt: '31/07/2026' },
      SellerDtls: { Gstin: '29AABCI1234F1ZX', Stcd: '29', Pin: 560025 },
      BuyerDtls: { Gstin: '29AAFCL5678K1ZR', Pos: '29' },
      ValDtls: { AssVal: 12345.67, CgstVal: 1111.11, SgstVal: 1111.11, IgstVal: 0, TotInvVal: 14567.89 },
    });
    expect((p.ItemList as { IsServc: string; GstRt: number }[])[0]).toMatchObject({
      IsServc: 'Y',
      GstRt: 18,
      HsnCd: '997331',
    });
  });
});

describe('royalty models', () => {
  const base = { percentBp: 0, perStudentPaise: 0, slabs: [], minimumGuaranteePaise: 0 };

  it('takes a percentage of collected tuition, half-up', () => {
    expect(computeRoyalty({ ...base, model: 'PERCENT', percentBp: 1250 }, 3_333, 1)).toMatchObject({
      computedPaise: 417,
      royaltyPaise: 417,
      minimumTopUpPaise: 0,
    });
    expect(computeRoyalty({ ...base, model: 'PERCENT', percentBp: 1000 }, 2_50_000_00, 40).royaltyPaise).toBe(
      25_000_00,
    );
  });

  it('charges a fixed amount per paying student', () => {
    expect(
      computeRoyalty({ ...base, model: 'PER_STUDENT', perStudentPaise: 500_00 }, 9_99_999_00, 37).royaltyPaise,
    ).toBe(18_500_00);
    expect(computeRoyalty({ ...base, model: 'PER_STUDENT', perStudentPaise: 500_00 }, 0, 0).royaltyPaise).toBe(0);
  });

  it('applies slabs marginally', () => {
    const slabs = [
      { uptoPaise: 1_00_000_00, percentBp: 1000 },
      { uptoPaise: 5_00_000_00, percentBp: 1200 },
      { uptoPaise: null, percentBp: 1500 },
    ];
    const t = { ...base, model: 'SLAB' as const, slabs };
    expect(computeRoyalty(t, 50_000_00, 5).royaltyPaise).toBe(5_000_00);
    expect(computeRoyalty(t, 1_00_000_00, 5).royaltyPaise).toBe(10_000_00);
    // 10% of 1 lakh + 12% of 2 lakh
    expect(computeRoyalty(t, 3_00_000_00, 5).royaltyPaise).toBe(34_000_00);
    // + 15% of 1 lakh above 5 lakh
    expect(computeRoyalty(t, 6_00_000_00, 5).royaltyPaise).toBe(10_000_00 + 48_000_00 + 15_000_00);
    expect(slabProblem(slabs)).toBeNull();
    expect(
      slabProblem([
        { uptoPaise: null, percentBp: 10 },
        { uptoPaise: 5, percentBp: 10 },
      ]),
    ).toBe('Only the last slab may have no upper limit');
    expect(
      slabProblem([
        { uptoPaise: 500, percentBp: 10 },
        { uptoPaise: 400, percentBp: 10 },
      ]),
    ).toBe('Slab limits must rise from one slab to the next');
  });

  it('lifts a month to the minimum guarantee and says by how much', () => {
    const t = { ...base, model: 'PERCENT' as const, percentBp: 1000, minimumGuaranteePaise: 15_000_00 };
    expect(computeRoyalty(t, 1_00_000_00, 10)).toEqual({
      collectedPaise: 1_00_000_00,
      studentCount: 10,
      computedPaise: 10_000_00,
      minimumTopUpPaise: 5_000_00,
      royaltyPaise: 15_000_00,
    });
    expect(computeRoyalty(t, 2_00_000_00, 10).minimumTopUpPaise).toBe(0);
    expect(computeRoyalty(t, 0, 0).royaltyPaise).toBe(15_000_00);
  });

  it('splits GST into equal CGST and SGST within a state, IGST across states', () => {
    expect(splitGst(10_001, 1800, true)).toEqual({ cgst: 900, sgst: 900, igst: 0 });
    expect(splitGst(10_001, 1800, false)).toEqual({ cgst: 0, sgst: 0, igst: 1800 });
  });
});
