import { Button, Card, List, Stack, Text } from '@mantine/core';
import { PageHeader } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { plural } from '../../shared/index.ts';
import { SheetUpload } from '../SheetUpload.tsx';

const REQUIRED = 'sku, name, category, hsn code, gst %, price';
const OPTIONAL = 'size, gender, retailer margin %, uniform';
const LIST = '/retailer-margin/product/list-of-product-retail-margin';
const TEMPLATE =
  'sku,name,category,size,gender,hsn code,gst %,price,retailer margin %,uniform\n' +
  'CK1-NUR-BOOKSET,Nursery activity book set,INDOOR,,BOTH,4901,0,1200.00,10,no\n' +
  'UNI-SHIRT-22,School shirt,INDOOR,22,BOTH,6205,5,350.00,12.5,yes\n';

/**
 * retailer-margin/upload-product: products and the retailer margin asked for each, from a CSV or XLSX sheet.
 * New SKUs are added; known SKUs take the sheet's details, and a changed margin waits for approval again.
 */
export default function ProductUploadScreen() {
  return (
    <>
      <PageHeader
        title="Upload products"
        crumbs={[{ label: 'Finance' }, { label: 'Products and retailer margins', to: LIST }, { label: 'Upload' }]}
      />
      <Card withBorder radius="md" maw={860}>
        <Stack>
          <Text size="sm">
            The file needs a header row with the columns <b>{REQUIRED}</b>, and may add <b>{OPTIONAL}</b>; then one row
            per product.
          </Text>
          <List size="sm" c="dimmed">
            <List.Item>Prices are in rupees before GST; GST and the retailer margin are percentages.</List.Item>
            <List.Item>
              Categories: Indoor, Outdoor, Furniture, IT, Safety, Student Sample KIT (STUDENT_KIT) or Student Uniform
              Sample KIT (UNIFORM_KIT). Gender: Boys, Girls or Everyone (MALE, FEMALE or BOTH).
            </List.Item>
            <List.Item>
              A new SKU adds a product whose margin waits for approval; a known SKU takes the new details, and a changed
              margin goes back for approval.
            </List.Item>
            <List.Item>If any row has a problem nothing is saved, and every bad row is listed.</List.Item>
          </List>
          <SheetUpload
            endpoint={C.uploadProducts}
            template={{ name: 'products.csv', csv: TEMPLATE }}
            success={(a) =>
              [
                `${plural(a.created, 'product')} added`,
                `${plural(a.updated, 'product')} changed`,
                a.unchanged ? `${plural(a.unchanged, 'product')} already up to date` : '',
              ]
                .filter(Boolean)
                .join(', ')
            }
            actions={
              <Button variant="default" component={Link} to={LIST}>
                Back to products
              </Button>
            }
          />
        </Stack>
      </Card>
    </>
  );
}
