import { useState } from 'react';
import { messageOf, postJson } from '../api';
import type { PreviewLinkSummary } from '#studio/shared/previewLinks';
import { DEFAULT_LINK_DAYS } from '#studio/shared/previewLinks';
import { Button, ErrorText } from '../ui';

/**
 * In the review of a request's version: its edition's pages on any day, through a preview link of exactly that
 * version (it opens in a new tab, where the day is chosen; the edition's list of links shows and revokes it).
 */
export function VersionPagesLink({ request, editionKey, name }: { request: string; editionKey: string; name: string }) {
  const [link, setLink] = useState<PreviewLinkSummary>();
  const [failure, setFailure] = useState<string>();
  const make = () => {
    setFailure(undefined);
    postJson('/approvals/preview-link', { id: request, key: editionKey }).then(setLink, (error: unknown) => setFailure(messageOf(error)));
  };
  return (
    <div>
      {link ? (
        <a href={link.path} target="_blank" rel="noopener noreferrer">
          Seiten von „{name}“ in dieser Fassung an jedem Tag ansehen (Vorschau-Link, {DEFAULT_LINK_DAYS} Tage gültig)
        </a>
      ) : (
        <Button type="button" onClick={make}>
          Seiten von „{name}“ an jedem Tag ansehen …
        </Button>
      )}
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
    </div>
  );
}
