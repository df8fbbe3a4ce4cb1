/**
 * Text with its dates and plates kept whole (issue 32 §7: "Dates and plates break mid-word on a
 * 360 px phone"): every DD-MM-YYYY date and every plate (KJA-174CR) is one unbreakable token.
 */
import * as ui from '~/styles/ui.css';

const TOKENS = /(\d{2}-\d{2}-\d{4}|\b[A-Z]{3}-\d{3}[A-Z]{2}\b)/;

export function Words({ text }: { text: string }) {
  return (
    <>
      {text.split(TOKENS).map((part, i) =>
        i % 2 ? (
          <span key={i} className={ui.nowrap}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
