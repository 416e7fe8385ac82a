import { useApolloClient } from '@apollo/client/react';
import { Controller, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { newUserRules, userChangeRules } from '@backoffice/shared/rules/users';
import { Notice } from '../../ui/notify';
import { DraftNotice } from '../../ui/close-guard';
import { CreateUserDocument, UpdateUserDocument, UsersDocument, type RolesQuery, type UserRowFragment } from '../../generated/graphql';
import { describeError } from '../../core/errors';
import { muiField } from '../../core/forms';
import { describeRules, rulesResolver } from '../../core/rules';
import { useFormSave } from '../../core/form-save';
import { PasswordField } from '../../ui/password-field';
import { USER_PROBLEMS } from './user-rules';
import { FormSubmitBar } from '../../ui/form-dialog';

/** Spec §5/§8: server refusals that name no field are shown in a red alert for 4 seconds. */
export const FORM_ERROR_MS = 4000;

export interface UserFormValues {
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  roleName: string;
}

const FIELDS = ['email', 'phoneNumber', 'password', 'confirmPassword', 'roleName'] as const;

/** The form's values for a user (or a new one): its defaults, and "Load their changes" after a conflict (never a password). */
function userValues(user: UserRowFragment | null | undefined): UserFormValues {
  return { email: user?.email ?? '', phoneNumber: user?.phoneNumber ?? '', password: '', confirmPassword: '', roleName: user?.roles[0]?.name ?? '' };
}

type Role = RolesQuery['roles'][number];

export interface UserFormProps {
  /** The user to edit; without one the form adds a user. */
  user?: UserRowFragment | null;
  roles: readonly Role[];
  rolesLoading?: boolean;
  rolesError?: unknown;
  onSaved: (user: UserRowFragment | null) => void;
}

/** Add a user, or change a user's phone number and role (the e-mail address stays). */
export function UserForm({ user, roles, rolesLoading = false, rolesError, onSaved }: UserFormProps) {
  const { t } = useTranslation(['users', 'common', 'app']);
  const editing = !!user;
  const form = useForm<UserFormValues>({
    // The shared user rules (createUser and updateUser check the same): a new user's e-mail
    // address and password by the policy, confirmed; phone number and role always.
    resolver: rulesResolver(
      editing ? userChangeRules : newUserRules,
      describeRules(t, Object.fromEntries(Object.entries(USER_PROBLEMS).map(([code, key]) => [code, t(`users:validation.${key}`)]))),
    ),
    defaultValues: userValues(user),
  });
  const client = useApolloClient();
  const save = useFormSave({
    form,
    fields: FIELDS,
    // A save refused because someone else changed the user keeps the input and says what changed.
    conflict: {
      version: user?.version,
      reload: async () => (await client.query({ query: UsersDocument, fetchPolicy: 'network-only' })).data?.users.find((u) => u.id === user?.id),
      fieldsOf: userValues,
      fieldsOfChange: { roles: ['roleName'], role: ['roleName'] },
    },
    // Closing with input asks first; the draft never holds the passwords.
    draft: { draftKey: `user:${user?.id ?? 'new'}`, notInDraft: ['password', 'confirmPassword'] },
    send: async (values, { mutate, expectedVersion }) => {
      const payload = user
        ? (await mutate(UpdateUserDocument, { input: { id: user.id, expectedVersion, phoneNumber: values.phoneNumber.trim(), roleName: values.roleName } }))
            ?.updateUser
        : (
            await mutate(CreateUserDocument, {
              input: {
                email: values.email.trim(),
                phoneNumber: values.phoneNumber.trim(),
                password: values.password,
                confirmPassword: values.confirmPassword,
                roleName: values.roleName,
              },
            })
          )?.createUser;
      return { payload, record: payload };
    },
    // The list reloads after a change that went through (a refused one changed nothing).
    refetch: [UsersDocument],
    onSaved: (payload) => onSaved(payload.user ?? null),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <Stack component="form" noValidate onSubmit={save.submit} spacing={2} sx={{ pt: 1 }}>
      <Notice message={save.message} duration={FORM_ERROR_MS} onClose={save.clearProblem} sx={{ mb: 0 }} />
      {save.conflictPanel}
      <DraftNotice guard={save.guard} />
      {editing ? (
        <TextField label={t('users:fields.email')} value={user.email} slotProps={{ htmlInput: { readOnly: true } }} fullWidth disabled />
      ) : (
        <TextField
          {...muiField(register('email'))}
          type="email"
          label={t('users:fields.email')}
          autoComplete="off"
          autoFocus
          required
          fullWidth
          error={!!errors.email}
          helperText={errors.email?.message}
        />
      )}
      <TextField
        {...muiField(register('phoneNumber'))}
        type="tel"
        label={t('users:fields.phoneNumber')}
        autoComplete="off"
        autoFocus={editing}
        required
        fullWidth
        error={!!errors.phoneNumber}
        helperText={errors.phoneNumber?.message}
      />
      {!editing && <NewPasswordFields register={register} errors={errors} />}
      <RoleField control={control} roles={roles} loading={rolesLoading} error={rolesError} />
      <FormSubmitBar>
        <Button type="submit" variant="contained" size="medium" disabled={save.saving} aria-keyshortcuts={save.keyShortcuts}>
          {save.saving ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </FormSubmitBar>
    </Stack>
  );
}

/** A new user's password and its confirmation, with the policy under the first. */
function NewPasswordFields({ register, errors }: { register: UseFormRegister<UserFormValues>; errors: FieldErrors<UserFormValues> }) {
  const { t } = useTranslation('users');
  return (
    <>
      <PasswordField
        {...muiField(register('password'))}
        label={t('fields.password')}
        autoComplete="new-password"
        required
        fullWidth
        error={!!errors.password}
        helperText={errors.password?.message ?? t('validation.passwordRule')}
      />
      <PasswordField
        {...muiField(register('confirmPassword'))}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        fullWidth
        error={!!errors.confirmPassword}
        helperText={errors.confirmPassword?.message}
      />
    </>
  );
}

interface RoleFieldProps {
  control: Control<UserFormValues>;
  roles: readonly Role[];
  loading: boolean;
  /** The roles could not be read: said under the field, which is then disabled. */
  error: unknown;
}

/** The user's role, one of the roles the gateway lists. */
function RoleField({ control, roles, loading, error: rolesError }: RoleFieldProps) {
  const { t } = useTranslation(['users', 'common', 'app']);
  return (
    <Controller
      name="roleName"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={t('users:fields.roleName')}
          required
          fullWidth
          name={field.name}
          value={roles.some((r) => r.name === field.value) ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={loading || !!rolesError}
          error={!!fieldState.error || !!rolesError}
          helperText={fieldState.error?.message ?? (rolesError ? `${t('users:rolesError')} ${describeError(rolesError, t)}` : undefined)}
        >
          {roles.map((role) => (
            <MenuItem key={role.id} value={role.name}>
              {role.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
