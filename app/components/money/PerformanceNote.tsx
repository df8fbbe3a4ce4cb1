/**
 * Where the driver performance figures come from and how they are computed (issue 24 §1: "say
 * where each figure comes from"), under "By driver" and on a driver's Earnings tab. A native
 * <details>: no script.
 */
import { useWords } from '~/components/useWords';
import * as ui from '~/styles/ui.css';

export function PerformanceNote() {
  const say = useWords('money');
  return (
    <details>
      <summary>{say('How these figures are computed')}</summary>
      <ul className={ui.muted}>
        <li>{say("Trips, gross, deductions and net: the completed trips the driver drove in the period, from the marketplace's trip records, as on your payslips.")}</li>
        <li>{say('Cancelled by driver: trips of the period the marketplace recorded as cancelled by the driver (cancellations by the marketplace are not counted).')}</li>
        <li>{say('Late starts: completed trips that left their first stop more than 10 minutes after the scheduled departure, by the departure time the trip reports.')}</li>
        <li>{say("Rating: the average of the passengers' ratings (1 to 10) of the completed trips, with how many ratings it is based on.")}</li>
      </ul>
    </details>
  );
}
