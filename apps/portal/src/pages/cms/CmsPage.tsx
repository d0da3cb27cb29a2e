import { Card, Spinner, Stack } from '@vonk/ui';
import { reads, replaceBrand } from '@vonk/domain';
import { ContentHtml } from '../../content/ContentHtml.tsx';
import { readContentEditMode, useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import pageMessages from '../../i18n/compiled/pages/cms.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.1 /cms (behind the CMS feature flag): the provider's content blocks, sanitised, with
 * the new brand name and in-app routerlinks; in edit mode a block shows its content key.
 */
export function CmsPage() {
  const t = useText();
  const { config } = usePortal();
  // A failing load is handled globally (spec §8), as on every page but the dashboard.
  const { data } = usePageData(reads.cmsContent);
  const editMode = readContentEditMode();

  if (!data) return <Spinner label={t('cms.loading')} />;
  return (
    <Stack gap="4">
      {data.blocks.map((block) => (
        <Card
          key={block.key}
          title={editMode ? block.key : replaceBrand(block.title, config.brand)}
          headingLevel={2}
        >
          {editMode ? <p>{block.key}</p> : <ContentHtml html={block.html} />}
        </Card>
      ))}
    </Stack>
  );
}
