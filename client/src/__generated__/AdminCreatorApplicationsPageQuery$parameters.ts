/**
 * @generated SignedSource<<f228474d4779234df0aec7da718e9b83>>
 * @relayHash 3bf336c042fa763a988468cef6d04a41
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3bf336c042fa763a988468cef6d04a41

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminCreatorApplicationsPageQuery } from './AdminCreatorApplicationsPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminCreatorApplicationsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3bf336c042fa763a988468cef6d04a41",
    "metadata": {},
    "name": "AdminCreatorApplicationsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
