import { todayInIndia } from '@portal/core';
import { apiClient, baseUrl } from './browser.ts';

type Api = Awaited<ReturnType<typeof apiClient>>;
type Workflow = { forms: { formType: string; refId: string }[]; student: { admissionId: number } | null };

/** A public form's link, opened and sent as the family would. */
async function family<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Admits children to a class of the centre the way a centre does, without fees: an enquiry, its application,
 * registration and admission forms, each filled through the family's link. Answers their admission ids.
 */
export async function admitChildren(centreHead: Api, classId: number, names: string[]): Promise<number[]> {
  const today = todayInIndia();
  const years = await centreHead<{ rows: { id: number; startDate: string; endDate: string }[] }>(
    'GET',
    '/api/academic-year?pageSize=20',
  );
  const year = years.json.rows.find((y) => y.startDate <= today && today <= y.endDate);
  if (!year) throw new Error(`no academic year holds ${today}`);
  const step = async <T>(method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown) => {
    const res = await centreHead<T>(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.json;
  };
  const admitted: number[] = [];
  for (const [i, name] of names.entries()) {
    const [first, last = 'Rao'] = name.split(' ');
    const mobile = `97${String(Date.now() + i).slice(-8)}`;
    const parent = `Parent of ${first}`;
    const { id } = await step<{ id: number }>('POST', '/api/enquiry', {
      academicYearId: year.id,
      source: 'Walk-in',
      parentName: parent,
      childName: name,
      childDob: '2022-06-01',
      mobile,
      classId,
      pincode: '560038',
    });
    const form = async (type: string) => {
      const flow = await step<Workflow>('GET', `/api/enquiry/${id}/workflow`);
      const refId = flow.forms.find((f) => f.formType === type)!.refId;
      return { refId, data: (await family<{ data: object }>('GET', `/api/public/forms/${refId}`)).data };
    };
    await step('POST', `/api/enquiry/${id}/application`, { feePaise: 0 });
    const application = await form('APPLICATION');
    await family('POST', `/api/public/application-form/${application.refId}`, {
      ...application.data,
      gender: 'FEMALE',
      fatherName: parent,
      fatherMobile: mobile,
      motherName: `Mother of ${first}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.in`,
      address: '12, 4th Cross, Indiranagar',
      pincode: '560038',
    });
    await step('POST', `/api/enquiry/${id}/registration`, { feePaise: 0 });
    await step('PUT', `/api/enquiry/${id}/registration`, {
      bloodGroup: 'O+',
      emergencyContactName: parent,
      emergencyContactMobile: mobile,
      authorisedPickup: parent,
      preferredStartDate: today,
    });
    await step('POST', `/api/enquiry/${id}/admission`, { feePaise: 0 });
    const admission = await form('ADMISSION');
    await family('POST', `/api/public/admission-form/${admission.refId}`, {
      ...admission.data,
      gender: 'FEMALE',
      admissionDate: today,
    });
    const done = await step<Workflow>('GET', `/api/enquiry/${id}/workflow`);
    if (!done.student) throw new Error(`${name} was not admitted`);
    admitted.push(done.student.admissionId);
  }
  return admitted;
}
