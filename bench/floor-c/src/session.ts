import { UserManager } from 'oidc-client-ts';

/** oidc-client-ts used once: a user manager whose stored user the layout's loader reads. */
export const session = new UserManager({
  authority: `${location.origin}/idp`,
  client_id: 'floor-c',
  redirect_uri: `${location.origin}/`,
});
