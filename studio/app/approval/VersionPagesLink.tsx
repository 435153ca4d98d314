import { useState } from 'react';
import styled from 'styled-components';
import { answerOf, messageOf, studio } from '../api';
import type { PreviewLinkSummary } from '#studio/shared/previewLinks';
import { DEFAULT_LINK_DAYS } from '#studio/shared/previewLinks';
import { Button, ErrorText } from '../ui';

/** Doubled class: the dialog's own list rules (a column, indented) do not apply to this row of links. */
const Copies = styled.div`
  && { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 1rem; margin: 0.35rem 0 0; }
  && ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; }
  && li { margin: 0; padding: 0; }
  span { font-weight: 700; }
`;

/**
 * In the review of a request's version: its edition's pages on any day, through a preview link of exactly that
 * version (it opens in a new tab, where the day is chosen; the edition's list of links shows and revokes it). With
 * an A/B test, one way in per copy, named as the editor's preview names them („Eigene Fassung“, „Variante b“): the
 * approver sees every copy that goes live.
 */
export function VersionPagesLink({ request, editionKey, name }: { request: string; editionKey: string; name: string }) {
  const [link, setLink] = useState<PreviewLinkSummary>();
  const [failure, setFailure] = useState<string>();
  const make = () => {
    setFailure(undefined);
    answerOf(studio.approvals['preview-link'].$post({ json: { id: request, key: editionKey } })).then(setLink, (error: unknown) =>
      setFailure(messageOf(error)),
    );
  };
  const copies: Array<[string, string]> = link?.variants
    ? [['', 'Eigene Fassung'], ...link.variants.map((variant): [string, string] => [variant, `Variante ${variant}`])]
    : [];
  return (
    <div>
      {link ? (
        <>
          <a href={link.path} target="_blank" rel="noopener noreferrer">
            Seiten von „{name}“ in dieser Fassung an jedem Tag ansehen (Vorschau-Link, {DEFAULT_LINK_DAYS} Tage gültig)
          </a>
          {copies.length > 0 && (
            <Copies>
              <span>A/B-Test, jede Fassung:</span>
              <ul aria-label={`Fassungen des A/B-Tests von „${name}“`}>
                {copies.map(([variant, label]) => (
                  <li key={variant}>
                    <a href={variant ? `${link.path}?fassung=${encodeURIComponent(variant)}` : link.path} target="_blank" rel="noopener noreferrer">
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </Copies>
          )}
        </>
      ) : (
        <Button type="button" onClick={make}>
          Seiten von „{name}“ an jedem Tag ansehen …
        </Button>
      )}
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
    </div>
  );
}
