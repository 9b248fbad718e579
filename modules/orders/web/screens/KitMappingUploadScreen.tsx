import { Alert, Button, Card, List, Stack, Text } from '@mantine/core';
import { KIT_TYPES } from '@portal/core';
import { LoadError, PageHeader, useRecord } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { kitMappingShape } from '../../shared/resources.ts';
import { kitLabel, kitMappingStatusLabel, plural } from '../../shared/index.ts';
import { SheetUpload } from '../SheetUpload.tsx';

/**
 * kit-mapping/upload-mapping/{kitType}: a CSV or XLSX sheet of class, sku and quantity maps a kit to each
 * class in it (new PENDING mappings). …/{kitMapId}: a sheet of sku and quantity replaces the
 * products of one PENDING mapping. All or nothing; bad rows are listed by number.
 */
export default function KitMappingUploadScreen() {
  const { kitType: slug, kitMapId } = useParams();
  const kit = KIT_TYPES.find((k) => k.slug === slug && k.onMapping);
  const mapping = useRecord(kitMappingShape, kitMapId ? Number(kitMapId) : null);
  const columns = kitMapId ? ['sku', 'quantity'] : ['class', 'sku', 'quantity'];
  if (!kit) return <LoadError error={new Error(`Unknown kit type ${slug}`)} />;
  if (mapping.error) return <LoadError error={mapping.error} />;

  const back = (
    <Button variant="default" component={Link} to={`/kit-mapping/${kit.slug}`}>
      Back to kit mapping
    </Button>
  );
  const title = kitMapId ? `Upload products - ${mapping.data?.name ?? ''}` : `Upload kit mapping - ${kitLabel(kit.id)}`;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: 'Orders' }, { label: 'Kit mapping', to: `/kit-mapping/${kit.slug}` }, { label: 'Upload' }]}
      />
      <Card withBorder radius="md" maw={820}>
        <Stack>
          {mapping.data && mapping.data.status !== 'PENDING' && (
            <Alert color="orange">
              This mapping is {kitMappingStatusLabel(mapping.data.status)}; only a pending mapping&apos;s products can
              change.
            </Alert>
          )}
          <Text size="sm">
            The file needs a header row with the columns <b>{columns.join(', ')}</b>, then one row per product
            {kitMapId ? '' : ' and class'}.
          </Text>
          <List size="sm" c="dimmed">
            {!kitMapId && (
              <List.Item>
                Each class in the file gets a new mapping named after the class and kit, waiting for approval.
              </List.Item>
            )}
            <List.Item>A SKU listed twice adds up its quantities; quantities are whole numbers above 0.</List.Item>
            <List.Item>If any row has a problem nothing is saved, and every bad row is listed.</List.Item>
          </List>
          {kitMapId ? (
            <SheetUpload
              endpoint={C.uploadKitMappingItems}
              params={{ kitType: kit.id, id: kitMapId }}
              template={{ name: 'kit-products.csv', csv: 'sku,quantity\nCRAYON-12,2\n' }}
              success={(a) => `${plural(a.updated, 'product')} saved to ${mapping.data?.name ?? 'the mapping'}`}
              actions={back}
            />
          ) : (
            <SheetUpload
              endpoint={C.uploadKitMapping}
              params={{ kitType: kit.id }}
              template={{
                name: 'kit-mapping.csv',
                csv: 'class,sku,quantity\nNursery,CRAYON-12,2\nNursery,CLAY-500,1\n',
              }}
              success={(a) => `${plural(a.created, 'kit mapping')} created, waiting for approval`}
              actions={back}
            />
          )}
        </Stack>
      </Card>
    </>
  );
}
