/** The auth pages' carousel slides (spec section 1), read by the component and its styles. */
export const CAROUSEL_SLIDES = [
  { title: 'Manage your assets', text: 'Add your vehicles and drivers, keep their documents in order, and see where every bus is.' },
  { title: 'Earn from your Vehicles', text: 'Your vehicles run trips on the marketplace; your earnings are paid to your bank account.' },
] as const;
