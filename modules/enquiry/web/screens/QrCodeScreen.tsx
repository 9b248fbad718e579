import { Button, Card, Center, Group, Image, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PageHeader, readJson, saveBlob, useAccess, type StoredFranchisee, t } from '@portal/ui';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const QR_OPTIONS = { errorCorrectionLevel: 'M' as const, margin: 2, color: { dark: '#1f2a44', light: '#ffffff' } };

const TITLE = 'Generate QR Code';

/** Route QrcodeGenerator (enquiry/generate-qrcode): the enquiry-form QR of the selected centre, as PNG and SVG. */
export default function QrCodeScreen() {
  const { franchiseeId } = useAccess();
  // The shell keeps the selected centre (and its name) in the session store.
  const franchisee = readJson<StoredFranchisee>('franchisee');
  const url = `${window.location.origin}/enquiry-form/${franchiseeId}`;
  const [png, setPng] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { ...QR_OPTIONS, width: 512 }).then((data) => live && setPng(data));
    return () => {
      live = false;
    };
  }, [url]);

  const fileBase = `enquiry-qrcode-${franchiseeId}`;
  async function downloadPng() {
    if (!png) return;
    saveBlob(await (await fetch(png)).blob(), `${fileBase}.png`);
  }
  async function downloadSvg() {
    const svg = await QRCode.toString(url, { ...QR_OPTIONS, type: 'svg', width: 512 });
    saveBlob(new Blob([svg], { type: 'image/svg+xml' }), `${fileBase}.svg`);
  }

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="Parents scan it to open the enquiry form of this centre."
        crumbs={[{ label: t('menu.home'), to: '/profile/dashboard' }, { label: TITLE }]}
      />
      <Card maw={560} mx="auto">
        <Stack align="center">
          <Text fw={700} ta="center" data-testid="qr-centre">
            {franchisee?.companyName}
          </Text>
          <Center w={280} h={280}>
            {png ? (
              <Image src={png} alt={`QR code for ${url}`} w={280} h={280} data-testid="qr-image" />
            ) : (
              <Skeleton w={280} h={280} />
            )}
          </Center>
          <TextInput
            label="Enquiry form link"
            value={url}
            readOnly
            w="100%"
            data-testid="qr-url"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group>
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={downloadPng}
              disabled={!png}
              data-testid="qr-download-png"
            >
              Download PNG
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              onClick={downloadSvg}
              data-testid="qr-download-svg"
            >
              Download SVG
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
