/**
 * How a message to a driver is sent (issue 41 §2, issue 67 §8): the channel (SMS or WhatsApp) and
 * the language it is written in. One component for every form that sends one (the document
 * request, the pay statement; issue 70 §4), so the two never drift.
 * @param legend the channel question, already in the reader's words ('Send by', 'Send to … by')
 * @param channel the channel chosen (`sms` or `whatsapp`); `language` the message's language code
 */
import { LANGUAGES } from '~contract/languages';
import { Link } from '~/components/Link';
import { SubmitButton } from '~/components/form/SubmitButton';
import { useWords } from '~/components/useWords';
import * as form from '~/components/form/form.css';
import * as fleet from '~/components/fleet/fleet.css';
import * as ui from '~/styles/ui.css';

export function MessageChannelFields({ legend, channel, language }: { legend: string; channel: string; language: string }) {
  const say = useWords('fleet');
  return (
    <>
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>{legend}</legend>
        <label className={form.choice}>
          <input type="radio" name="channel" value="sms" defaultChecked={channel === 'sms'} /> <span translate="no">SMS</span>
        </label>
        <label className={form.choice}>
          <input type="radio" name="channel" value="whatsapp" defaultChecked={channel === 'whatsapp'} /> <span translate="no">WhatsApp</span>
        </label>
      </fieldset>
      <div className={ui.field}>
        <label htmlFor="message-language" className={ui.label}>
          {say('Language of the message')}
        </label>
        <select id="message-language" name="language" defaultValue={language} className={ui.input} key={language}>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/**
 * The buttons under a message's preview: send it to `name`, update the preview (the form's other
 * answers kept; no check, as nothing is sent), or go `back`. One bar for both forms that send a
 * driver a message, as the fields above.
 */
export function MessageSendBar({ name, back }: { name: string; back: string }) {
  const say = useWords('fleet');
  return (
    <div className={fleet.toolbar}>
      <SubmitButton intent="send" pendingText={say('Sending...')} full={false}>
        {say('Send to {{name}}', { name })}
      </SubmitButton>
      <SubmitButton intent="preview" pendingText={say('Updating...')} variant="secondary" full={false} skipChecks>
        {say('Update the message')}
      </SubmitButton>
      <Link to={back} className={ui.button.ghost}>
        {say('Cancel')}
      </Link>
    </div>
  );
}
