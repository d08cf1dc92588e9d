-- Hand-written (decision 0106): a logged chat is a summary staff wrote ("Client asked for a status; replied with a
-- link"), so it is staff-only unless its author shares it, as calls and meetings have been since decision 0028. Chats
-- were shared by default and nothing recorded a deliberate choice, so every stored chat becomes staff-only; its author
-- ticks "Shared with the client" to show it again. Hiding errs on the safe side: a client loses sight of a summary,
-- never reads one meant for staff.
UPDATE "communications" SET "staff_only" = true WHERE "type" = 'chat' AND "staff_only" = false;
