/**
 * @generated SignedSource<<81704f1200e9934a7ad74e798357d51f>>
 * @relayHash f4f8ad89f18f05972c59cff95b3aa5fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4f8ad89f18f05972c59cff95b3aa5fd

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettlementPageQuery } from './SettlementPageQuery.graphql';

const node: PreloadableConcreteRequest<SettlementPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f4f8ad89f18f05972c59cff95b3aa5fd",
    "metadata": {},
    "name": "SettlementPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
