import { outboundClient } from '@portal/kit';

/**
 * Submission of an e-invoice to the Invoice Registration Portal through a GST
 * Suvidha Provider. Off unless IRP_GSP_URL is set: the portal then computes the IRN
 * itself (the same SHA-256 the IRP uses) and marks the e-invoice GENERATED; with a
 * GSP configured it is SUBMITTED and carries the IRP's acknowledgement.
 */
export interface IrpAcknowledgement {
  irn: string;
  ackNo: string;
  ackDate: string;
  signedQr: string | null;
}

export interface IrpAdapter {
  submit(payload: Record<string, unknown>): Promise<IrpAcknowledgement>;
}

export function irpAdapterFromEnv(env: NodeJS.ProcessEnv = process.env): IrpAdapter | null {
  const url = env.IRP_GSP_URL;
  if (!url) return null;
  const client = outboundClient({ chosenBy: 'operator', timeoutMs: 20_000 });
  return {
    async submit(payload) {
      const res = await client.request(`${url.replace(/\/$/, '')}/eicore/v1.03/Invoice`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          gstin: env.IRP_GSTIN ?? '',
          user_name: env.IRP_USERNAME ?? '',
          authtoken: env.IRP_AUTH_TOKEN ?? '',
        },
        body: JSON.stringify(payload),
      });
      const body =
        res.json<{
          Status?: number | string;
          Data?: Record<string, string>;
          ErrorDetails?: { ErrorMessage?: string }[];
        }>() ?? {};
      if (res.status >= 300 || String(body.Status) !== '1' || !body.Data) {
        throw new Error(body.ErrorDetails?.map((e) => e.ErrorMessage).join('; ') || `The IRP answered ${res.status}`);
      }
      return {
        irn: body.Data.Irn,
        ackNo: String(body.Data.AckNo),
        ackDate: body.Data.AckDt,
        signedQr: body.Data.SignedQRCode ?? null,
      };
    },
  };
}
