/** A place as the place search answers it (/deliveries/places): what the browser needs to price a trip. */
export type PlaceOption = { id: string; label: string; latitude: number; longitude: number };
