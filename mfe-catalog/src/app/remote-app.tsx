import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui/not-found';
import './remote.css';

/** The one exposed entry of mfe-catalog: its own routes, rendered inside the shell's router. */
export default function RemoteApp() {
  return (
    <Routes>
      <Route path="/courses" element={<p className="p-8 text-2xl text-primary">catalog remote v1</p>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
