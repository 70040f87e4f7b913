import { useNavigate } from "react-router";
import { tableMessages } from "~/domain/messages/tables";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { useTableWords } from "./table-words";

/** Below this real balance (rupees) a table offers the way to the games once per visit (docs/product.md#screens). */
export const LOW_BALANCE_RUPEES = 10;

/** The low-balance dialog every game table shows: OK leads to the games; closing it keeps the player at the table. */
export function LowBalanceDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
	const navigate = useNavigate();
	const { t, say } = useTableWords();
	return (
		<Dialog
			open={open}
			title={say(tableMessages.lowBalanceTitle)}
			onClose={onDismiss}
			closeButton
			actions={
				<Button
					pill
					onClick={() => {
						onDismiss();
						navigate("/casino/game");
					}}
				>
					{t("lowBalanceOk")}
				</Button>
			}
		>
			<p>{say(tableMessages.lowBalance)}</p>
		</Dialog>
	);
}
