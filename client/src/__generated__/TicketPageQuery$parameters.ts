/**
 * @generated SignedSource<<b7bc71552b1de0ba7f643c0bef65eb2b>>
 * @relayHash 33e438cab86ce8875551e06aa4163caf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33e438cab86ce8875551e06aa4163caf

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TicketPageQuery } from './TicketPageQuery.graphql';

const node: PreloadableConcreteRequest<TicketPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "33e438cab86ce8875551e06aa4163caf",
    "metadata": {},
    "name": "TicketPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
