/** The fields of an account's address, as the account and the order detail answer it. */
export interface AccountAddress {
  company: string;
  street: string;
  adding: string | null;
  zip: string;
  location: string;
  country: string;
}

/**
 * An account's address, one part a line (the additional line only when there is one); the
 * caller wraps it in its own `<address>`. `countryName` replaces the country code where the
 * screen names the country.
 */
export function AddressLines({
  address,
  countryName,
}: {
  address: AccountAddress;
  countryName?: string | undefined;
}) {
  return (
    <>
      {address.company}
      <br />
      {address.street}
      {address.adding !== null && address.adding !== '' && (
        <>
          <br />
          {address.adding}
        </>
      )}
      <br />
      {address.zip} {address.location}
      <br />
      {countryName ?? address.country}
    </>
  );
}
