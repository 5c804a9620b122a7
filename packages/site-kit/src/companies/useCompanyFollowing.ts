import { type FollowState, useToast } from '@allas/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrowserApiError, browserApi } from '../api/browserApi';
import type { ApiAnswer } from '../api/typedApi';
import { loginLocation } from '../guards/runGuards';
import { useMessages } from '../i18n/useMessages';
import { useRootData } from '../shell/useRootData';
import { notAuthenticatedMessage } from './notAuthenticated';

/** The api's answer to a toggle: the new state of following and the follower count. */
type FollowAnswer = ApiAnswer<'companyFollowToggle'>;

/** A company as the follow toggle needs it. */
export interface FollowableCompany {
  id: string;
  name: string;
  followed: boolean;
  followers: number;
}

export interface CompanyFollowing {
  /** The toggle's state and the follower count of one company, as of the latest answer. */
  followOf: (company: FollowableCompany) => { state: FollowState; followers: number };
  onToggleFollow: (company: FollowableCompany) => void;
}

/**
 * The follow toggles of a route's companies (POST /companies/:id/save-company-to-user toggles
 * one). A visitor without a session — or whose session ran out (401) — is sent to the login page,
 * which brings them back here, and the spec's "Not authenticated user" goes to the console. Every
 * answer ends in a toast; a failure is also logged (spec §9 "company-save failure is logged").
 */
export function useCompanyFollowing(): CompanyFollowing {
  const root = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const t = useMessages();
  const locale = root?.locale ?? 'hu';
  const [answers, setAnswers] = useState<ReadonlyMap<string, FollowAnswer>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const toLogin = () => {
    console.info(notAuthenticatedMessage);
    void navigate(loginLocation(locale, `${location.pathname}${location.search}`));
  };

  const setPendingOf = (id: string, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = async (company: FollowableCompany) => {
    if (!root?.user) {
      toLogin();
      return;
    }
    setPendingOf(company.id, true);
    try {
      const answer = await browserApi.post('/companies/:id/save-company-to-user', {
        params: { id: company.id },
        locale,
      });
      setAnswers((current) => new Map(current).set(company.id, answer));
      toast({
        type: 'success',
        message: t(answer.followed ? 'companies.page.followed' : 'companies.page.unfollowed', {
          company: company.name,
        }),
      });
    } catch (error) {
      if (error instanceof BrowserApiError && error.status === 401) {
        toLogin();
        return;
      }
      console.error('Company-save failed', error);
      toast({
        type: 'error',
        message: t('companies.page.followFailed'),
        description: error instanceof BrowserApiError ? error.message : undefined,
      });
    } finally {
      setPendingOf(company.id, false);
    }
  };

  return {
    followOf: (company) => {
      const answer = answers.get(company.id);
      const followed = answer?.followed ?? company.followed;
      return {
        state: pending.has(company.id) ? 'pending' : followed ? 'followed' : 'notFollowed',
        followers: answer?.followers ?? company.followers,
      };
    },
    onToggleFollow: (company) => void toggle(company),
  };
}
