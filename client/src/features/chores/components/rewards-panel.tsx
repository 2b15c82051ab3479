import { useState, type FormEvent } from "react";
import type { ChoresPageQuery } from "../../../gql/graphql";
import type { Member } from "./chore-form";

type Data = ChoresPageQuery;

/** Rewards the holder defines, members' points, requests to redeem and the holder's decisions. */
export function RewardsPanel({
  data,
  members,
  isHolder,
  myMemberId,
  onDefine,
  onRetire,
  onRequest,
  onDecide,
}: {
  data: Data;
  members: readonly Member[];
  isHolder: boolean;
  myMemberId: string | null;
  onDefine: (title: string, points: number) => void;
  onRetire: (rewardId: string) => void;
  onRequest: (rewardId: string, memberId: string | null) => void;
  onDecide: (redemptionId: string, approve: boolean) => void;
}) {
  const [title, setTitle] = useState("");
  const [points, setPoints] = useState("20");
  const [forMember, setForMember] = useState(members[0]?.id ?? "");
  const nameOf = (id: string) => members.find((m) => m.id === id)?.name ?? "A former member";
  const balanceOf = (id: string | null) => (id ? (data.chorePoints.find((p) => p.memberId === id)?.balance ?? 0) : 0);
  const spender = isHolder ? forMember || null : myMemberId;
  const pending = data.choreRedemptions.filter((r) => r.status === "requested");
  const decided = data.choreRedemptions.filter((r) => r.status !== "requested").slice(0, 10);

  function define(event: FormEvent) {
    event.preventDefault();
    const cost = Number(points);
    if (!title.trim() || !Number.isInteger(cost) || cost < 1) return;
    onDefine(title.trim(), cost);
    setTitle("");
  }

  return (
    <div className="stack">
      <section aria-labelledby="rewards-heading">
        <h2 id="rewards-heading">Rewards</h2>
        {isHolder && members.length > 0 && (
          <label className="field">
            <span className="field__label">Redeem for</span>
            <select className="input" value={forMember} onChange={(e) => setForMember(e.target.value)}>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} ({balanceOf(m.id)} points)
                </option>
              ))}
            </select>
          </label>
        )}
        {data.choreRewards.length === 0 ? (
          <p className="notice-text">{isHolder ? "No rewards yet: add one below for the family to save up for." : "No rewards yet. Ask the account holder to add some."}</p>
        ) : (
          <ul className="rewards">
            {data.choreRewards.map((r) => {
              const affordable = balanceOf(spender) >= r.points;
              return (
                <li key={r.id} className="reward" data-testid="reward">
                  <span className="reward__title">{r.title}</span>
                  <span className="reward__cost">{r.points} points</span>
                  {spender && (
                    <button type="button" className="button button--secondary" disabled={!affordable} onClick={() => onRequest(r.id, spender)}>
                      Redeem<span className="visually-hidden"> {r.title}</span>
                    </button>
                  )}
                  {isHolder && (
                    <button type="button" className="button button--ghost" onClick={() => onRetire(r.id)}>
                      Remove<span className="visually-hidden"> {r.title}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {isHolder && (
          <form className="reward-form" onSubmit={define}>
            <label className="field">
              <span className="field__label">New reward</span>
              <input className="input" value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} placeholder="Pick Friday's film" />
            </label>
            <label className="field">
              <span className="field__label">Costs (points)</span>
              <input className="input" type="number" min={1} value={points} onChange={(e) => setPoints(e.target.value)} />
            </label>
            <button type="submit" className="button button--primary">
              Add reward
            </button>
          </form>
        )}
      </section>

      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading">Waiting for approval</h2>
        {pending.length === 0 ? (
          <p className="notice-text">No requests waiting.</p>
        ) : (
          <ul className="rewards">
            {pending.map((r) => (
              <li key={r.id} className="reward" data-testid="redemption">
                <span className="reward__title">
                  {nameOf(r.memberId)} asks for {r.title}
                </span>
                <span className="reward__cost">{r.points} points</span>
                {isHolder ? (
                  <>
                    <button type="button" className="button button--primary" onClick={() => onDecide(r.id, true)}>
                      Approve
                    </button>
                    <button type="button" className="button button--ghost" onClick={() => onDecide(r.id, false)}>
                      Decline
                    </button>
                  </>
                ) : (
                  <span className="reward__status">Waiting</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {decided.length > 0 && (
          <ul className="rewards rewards--history" aria-label="Recent decisions">
            {decided.map((r) => (
              <li key={r.id} className="reward">
                {nameOf(r.memberId)}: {r.title} — {r.status === "approved" ? "approved" : "declined"}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
