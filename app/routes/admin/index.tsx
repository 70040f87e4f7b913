import { Navigate } from "react-router";

/** /admin → /admin/dashboard. */
export default function AdminIndex() {
	return <Navigate to="/admin/dashboard" replace />;
}
