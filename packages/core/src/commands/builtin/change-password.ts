import * as z from 'zod';
import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import type { MessageKey } from '../../i18n/en';
import { SIGNED_IN } from '../../permissions/permission-catalogue';
import { preparePasswordForSubmit } from '../../validate/password-encoding';
import { PASSWORD_MAX, validatePasswordForm, type PasswordFormField } from '../../validate/password-form';
import { NEW_PASSWORD_MIN } from '../../validate/password-policy';
import { flagName } from '../arg-specs';
import type { CommandContext, CommandDef } from '../types';

const args = z.object({
  oldPassword: z.string().optional(),
  password: z.string().optional(),
  confirm: z.string().optional(),
});
type Key = keyof z.infer<typeof args>;

const prompts: Record<Key, MessageKey> = {
  oldPassword: 'commands.changePassword.prompt.oldPassword',
  password: 'commands.changePassword.prompt.password',
  confirm: 'commands.changePassword.prompt.confirm',
};
const formField: Record<Key, PasswordFormField> = { oldPassword: 'oldPassword', password: 'password', confirm: 'checkPassZ' };
const selfExplainingKeys = ['validate.oldPasswordRequired', 'validate.newPasswordRequired', 'validate.confirmPasswordRequired', 'validate.passwordMismatch'] as const;

async function valueOf(ctx: CommandContext, key: Key, given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (!ctx.prompt) throw new CareOpsError('invalidInput', t('commands.error.needsPrompt', { arg: `--${flagName(key)}` }), { field: key });
  return ctx.prompt(t(prompts[key]), { secret: true });
}

/** The first problem of the form, naming the input when the rule's text does not. */
function firstProblem(form: Record<Key, string>): CareOpsError | undefined {
  const errors = validatePasswordForm({ oldPassword: form.oldPassword, password: form.password, checkPassZ: form.confirm });
  const selfExplaining = new Set(selfExplainingKeys.map((key) => t(key)));
  for (const key of ['oldPassword', 'password', 'confirm'] as const) {
    const problem = errors[formField[key]];
    if (problem === undefined) continue;
    const message = selfExplaining.has(problem) ? problem : t('error.invalidField', { field: t(prompts[key]), problem });
    return new CareOpsError('invalidInput', message, { field: key });
  }
  return undefined;
}

export const changePasswordCommand: CommandDef<typeof args> = {
  id: 'session.changePassword',
  get title() {
    return t('commands.changePassword.title');
  },
  group: 'session',
  keywords: ['password', 'security', 'credentials'],
  cli: ['password', 'change'],
  args,
  get argHelp() {
    return {
      oldPassword: t('commands.changePassword.arg.oldPassword'),
      password: t('commands.changePassword.arg.password', { min: NEW_PASSWORD_MIN, max: PASSWORD_MAX }),
      confirm: t('commands.changePassword.arg.confirm'),
    };
  },
  permission: SIGNED_IN,
  needsConfirm: true,
  async run(ctx, given) {
    const form = {
      oldPassword: await valueOf(ctx, 'oldPassword', given.oldPassword),
      password: await valueOf(ctx, 'password', given.password),
      confirm: await valueOf(ctx, 'confirm', given.confirm),
    };
    const problem = firstProblem(form);
    if (problem) throw problem;
    if (!ctx.confirm) throw new CareOpsError('invalidInput', t('commands.error.needsConfirm', { command: 'password change' }));
    if (!(await ctx.confirm(t('password.confirmChange')))) return { kind: 'text', text: t('common.cancelled') };
    await ctx.api.call('changePassword', {
      oldPassword: preparePasswordForSubmit(form.oldPassword),
      password: preparePasswordForSubmit(form.password),
    });
    await ctx.signOut();
    return { kind: 'text', text: t('commands.changePassword.done') };
  },
};
