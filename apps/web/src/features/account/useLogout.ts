/** Log out: DELETE /users/sign_out, forget the user, and land on the home page. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { genericMessage } from '@podium/shared';
import { signOut } from '../../api/users';
import { useNotify } from '../../components/notifications';
import { useSession } from '../../session/SessionContext';

/** Returns [logOut, pending]. */
export function useLogout(): [() => Promise<void>, boolean] {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  const logOut = async () => {
    setPending(true);
    try {
      await signOut();
      setUser(null);
      navigate('/', { replace: true });
      notify('You have been logged out.');
    } catch {
      notify(genericMessage(), { negative: true });
    } finally {
      setPending(false);
    }
  };
  return [logOut, pending];
}
