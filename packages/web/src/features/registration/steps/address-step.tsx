import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  useWatch,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import type { ChangeEvent } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { z } from 'zod';
import { countryOptions } from '#web/shared/format/countries.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { CheckboxField, SelectField, TextField } from '#web/shared/ui/form-fields.tsx';
import {
  emptyAddress,
  normalizeShipping,
  shippingForm,
  type AddressDraft,
  type ShippingForm,
} from '#web/features/registration/registration-draft.ts';
import { addressStepSchema } from '#web/features/registration/registration-schemas.ts';
import { FieldGroup, StepActions, useIssueText } from '#web/features/registration/step-parts.tsx';
import { useSaveAsTyped, type StepProps } from '#web/features/registration/steps/step-props.ts';

interface AddressFormValues {
  billing: AddressDraft;
  shipping: ShippingForm;
}

/**
 * The form holds every shipping field with a boolean flag; the schema reads it as "same as
 * billing" (the other fields dropped) or as an address of its own, so its input type is the
 * union the form's values are checked against.
 */
const addressResolver = zodResolver(addressStepSchema) as unknown as Resolver<
  AddressFormValues,
  unknown,
  z.output<typeof addressStepSchema>
>;

/**
 * Step 1, addresses (docs/product/identity.md#auth-registration-shipping): the billing address, and
 * a shipping address unless billing is the shipping address; then the shipping data is cleared to
 * just that flag. The country starts as the shop's (de → DE, uk → GB, fr → FR).
 */
export function AddressStep({ draft, onChange, onNext, onBack, onClear }: StepProps) {
  const { t } = useTranslation('registration');
  const { shop } = useShellParams();
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    control,
    formState: { errors },
  } = useForm({
    resolver: addressResolver,
    defaultValues: { billing: { ...draft.billing }, shipping: shippingForm(draft.shipping, shop) },
  });
  const toPatch = () => {
    const values = getValues();
    return { billing: values.billing, shipping: normalizeShipping(values.shipping) };
  };
  useSaveAsTyped(watch, toPatch, onChange);

  const billing = useWatch({ control, name: 'billing' });
  const shipping = useWatch({ control, name: 'shipping' });
  const sameAsBilling = shipping.isBillingAddress;

  return (
    <form noValidate onSubmit={handleSubmit(() => onNext(toPatch()))}>
      <div className="space-y-6">
        <FieldGroup legend={t('address.billing')}>
          <AddressFields
            prefix="billing"
            register={register}
            errors={errors}
            values={billing}
            autoFocus
          />
        </FieldGroup>
        <FieldGroup legend={t('address.shipping')}>
          <CheckboxField
            {...register('shipping.isBillingAddress', {
              onChange: (event: ChangeEvent<HTMLInputElement>) => {
                if (!event.target.checked) return;
                // cleared to just the flag: nothing of another address stays behind
                for (const [key, value] of Object.entries(emptyAddress(shop))) {
                  setValue(`shipping.${key as keyof AddressDraft}`, value);
                }
              },
            })}
            label={t('address.sameAsBilling')}
          />
          {!sameAsBilling && (
            <div className="mt-4">
              <AddressFields
                prefix="shipping"
                register={register}
                errors={errors}
                values={shipping}
              />
            </div>
          )}
        </FieldGroup>
      </div>
      <StepActions step={1} onBack={onBack} onClear={onClear} submitLabel={t('action.next')} />
    </form>
  );
}

interface AddressFieldsProps {
  prefix: 'billing' | 'shipping';
  register: UseFormRegister<AddressFormValues>;
  errors: FieldErrors<AddressFormValues>;
  values: AddressDraft;
  autoFocus?: boolean;
}

function AddressFields({
  prefix,
  register,
  errors,
  values,
  autoFocus = false,
}: AddressFieldsProps) {
  const { t } = useTranslation('registration');
  const { language } = useShellParams();
  const issueText = useIssueText();
  const fieldErrors = errors[prefix] as FieldErrors<AddressDraft> | undefined;
  const section = prefix === 'billing' ? 'billing' : 'shipping';
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <TextField
        {...register(`${prefix}.street`)}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        label={t('field.street')}
        autoComplete={`section-${section} ${section} address-line1`}
        required
        error={issueText(fieldErrors?.street, values.street)}
        className="sm:col-span-4"
      />
      <TextField
        {...register(`${prefix}.adding`)}
        label={t('field.adding')}
        autoComplete={`section-${section} ${section} address-line2`}
        error={issueText(fieldErrors?.adding, values.adding)}
        className="sm:col-span-2"
      />
      <TextField
        {...register(`${prefix}.zip`)}
        label={t('field.zip')}
        autoComplete={`section-${section} ${section} postal-code`}
        required
        error={issueText(fieldErrors?.zip, values.zip)}
        className="sm:col-span-2"
      />
      <TextField
        {...register(`${prefix}.city`)}
        label={t('field.city')}
        autoComplete={`section-${section} ${section} address-level2`}
        required
        error={issueText(fieldErrors?.city, values.city)}
        className="sm:col-span-4"
      />
      <SelectField
        {...register(`${prefix}.country`)}
        label={t('field.country')}
        autoComplete={`section-${section} ${section} country`}
        required
        error={issueText(fieldErrors?.country, values.country, 'choice')}
        className="sm:col-span-6"
      >
        {countryOptions(language).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
