import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui/not-found';
import './remote.css';

/** The one exposed entry of mfe-admin: its own routes, rendered inside the shell's router. */
export default function RemoteApp() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
