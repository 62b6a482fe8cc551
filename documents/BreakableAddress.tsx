import { Fragment } from 'react';
import { addressSegments } from '~/domain/format';

/**
 * An email or web address that wraps after its `@`, dots and slashes (`<wbr>`), never in the
 * middle of a word, when its box is too narrow for it on one line. Plain markup, so the documents
 * (the emailed invoice) and the site's pages share it.
 */
export function BreakableAddress({ address }: { address: string }) {
  return (
    <>
      {addressSegments(address).map((segment, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {segment}
        </Fragment>
      ))}
    </>
  );
}
