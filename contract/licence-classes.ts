/**
 * Nigeria's driver's licence classes, as data (issue 21 §1). Source: the Federal Road Safety
 * Corps' classes of the National Driver's Licence (National Road Traffic Regulations 2012, as
 * the FRSC publishes them): A–H, J and V; there is no class I. "Omnibus" is a motor vehicle
 * carrying more than six persons besides the driver; a "stage carriage" is an omnibus that
 * carries passengers for hire. Classes B and D exclude taxis, stage carriages and omnibuses;
 * class E is the commercial licence for every motor vehicle but motorcycles and articulated
 * vehicles, so it is the one that lets a driver carry passengers for hire in a shuttle.
 *
 * `forHire`: may drive a vehicle that carries passengers for hire (every vehicle of this
 * marketplace: buses, minibuses, coasters and vans run as shuttles).
 */
export type LicenceClass = { code: string; label: string; forHire: boolean };

export const LICENCE_CLASSES: readonly LicenceClass[] = [
  { code: 'A', label: 'A: motorcycles', forHire: false },
  { code: 'B', label: 'B: cars under 3 tonnes, not taxis, buses or vehicles for hire', forHire: false },
  { code: 'C', label: 'C: vehicles under 3 tonnes other than motorcycles', forHire: false },
  { code: 'D', label: 'D: vehicles other than motorcycles, taxis, buses and articulated vehicles', forHire: false },
  { code: 'E', label: 'E: vehicles other than motorcycles and articulated vehicles, buses and vehicles for hire included', forHire: true },
  { code: 'F', label: 'F: agricultural machines and tractors', forHire: false },
  { code: 'G', label: 'G: articulated vehicles', forHire: false },
  { code: 'H', label: 'H: earth-moving vehicles', forHire: false },
  { code: 'J', label: 'J: special vehicles for physically challenged drivers', forHire: false },
  { code: 'V', label: 'V: convoy driving of public office holders', forHire: false },
];

/** The classes that may carry passengers for hire (E). */
export const FOR_HIRE_CLASSES: readonly string[] = LICENCE_CLASSES.filter((c) => c.forHire).map((c) => c.code);

/** May a holder of `code` drive a vehicle carrying passengers for hire? Unknown or missing: no. */
export const canCarryPassengersForHire = (code: string | null | undefined) => Boolean(code && FOR_HIRE_CLASSES.includes(code.toUpperCase()));
