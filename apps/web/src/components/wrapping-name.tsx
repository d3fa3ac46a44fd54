import { Fragment } from 'react';

/**
 * A member's name, often an e-mail address, that may wrap where a reader expects it: after '@'
 * and after each '.', not between any two letters ('partner@example.co' over 'm'). A part still
 * too long for its column wraps anywhere, so a phone's table never scrolls sideways.
 */
export function WrappingName({ text }: { text: string }) {
  // Each '@' and '.' ends a part (written without a look-behind, which older Safari lacks).
  const parts = text.replace(/[@.]/g, '$&\n').split('\n');
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
